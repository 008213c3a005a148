/**
 * Colombia's municipalities (DANE DIVIPOLA), read once from the CSV shipped in apps/api/data and
 * kept in memory: the list never changes while the server runs.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cityLabel } from '@hogarte/shared/cities';
import { MESSAGES } from '@hogarte/shared/messages';
import { fieldError } from '../../http/errors.js';

export interface City {
  /** 5-digit DIVIPOLA municipality code. */
  id: string;
  name: string;
  department: string;
  departmentCode: string;
  /** 8-digit code (town centre) that the shipping provider expects. */
  daneCode: string;
}

const CSV_PATH = fileURLToPath(
  new URL('../../../data/co-municipalities-divipola.csv', import.meta.url),
);
const LOWERCASE_WORDS = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y', 'en']);

/** "SAN JOSÉ DE CÚCUTA" → "San José de Cúcuta"; "BOGOTÁ, D.C." → "Bogotá, D.C.". */
export function titleCase(value: string): string {
  return value
    .toLocaleLowerCase('es-CO')
    .split(' ')
    .map((word, index) => {
      if (index > 0 && LOWERCASE_WORDS.has(word)) return word;
      if (/^[a-z]\.[a-z]\.?,?$/.test(word)) return word.toUpperCase();
      return word.charAt(0).toLocaleUpperCase('es-CO') + word.slice(1);
    })
    .join(' ');
}

/** Splits one CSV line; fields may be quoted ("BOGOTÁ, D.C."). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  const pattern = /("([^"]*(?:""[^"]*)*)"|[^,]*)(,|$)/g;
  for (const match of line.matchAll(pattern)) {
    fields.push(match[2] !== undefined ? match[2].replaceAll('""', '"') : (match[1] ?? ''));
    if (match[3] === '') break;
  }
  return fields;
}

function parseCities(csv: string): City[] {
  const [, ...lines] = csv.trim().split(/\r?\n/);
  return lines.map((line) => {
    const [code, name, departmentCode, departmentName, daneCode8] = csvFields(line);
    if (!code || !name || !departmentCode || !departmentName || !daneCode8) {
      throw new Error(`Malformed municipality line: ${line}`);
    }
    return {
      id: code,
      name: titleCase(name),
      department: titleCase(departmentName),
      departmentCode,
      daneCode: daneCode8,
    };
  });
}

let cached: { list: City[]; byId: Map<string, City>; byLabel: Map<string, City> } | undefined;

function load() {
  if (!cached) {
    const list = parseCities(readFileSync(CSV_PATH, 'utf8')).sort((a, b) =>
      a.name.localeCompare(b.name, 'es'),
    );
    cached = {
      list,
      byId: new Map(list.map((city) => [city.id, city])),
      byLabel: new Map(list.map((city) => [cityLabel(city).toLocaleLowerCase('es-CO'), city])),
    };
  }
  return cached;
}

export { cityLabel };

export function listCities(): City[] {
  return load().list;
}

/** Finds a city by its code, or by the label the city picker shows ("Medellín, Antioquia"). */
export function findCity(idOrLabel: { id?: string | undefined; label?: string }): City | undefined {
  const { byId, byLabel } = load();
  if (idOrLabel.id) return byId.get(idOrLabel.id);
  if (idOrLabel.label) return byLabel.get(idOrLabel.label.trim().toLocaleLowerCase('es-CO'));
  return undefined;
}

/**
 * The city a request names, by code or by label, or a 400 on `field` with the spec's message: a
 * city is always one of the list the pickers offer, never free text.
 */
export function requireCity(
  idOrLabel: { id?: string | undefined; label?: string },
  field = 'city_name',
): City {
  const city = findCity(idOrLabel);
  if (!city) throw fieldError(400, 'UNKNOWN_CITY', field, MESSAGES.cityUnknown);
  return city;
}
