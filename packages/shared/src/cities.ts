// Its own module: the pages with a city field load it without the other lookups.

/**
 * How a municipality is shown, and sent as `city_name`: `Medellín, Antioquia`. Bogotá is both a
 * municipality and the district it lies in: its name alone is unambiguous. The API finds a city
 * back by this label, so the web and the API must write it alike.
 */
export function cityLabel(city: { name: string; department: string }): string {
  return city.name === city.department ? city.name : `${city.name}, ${city.department}`;
}
