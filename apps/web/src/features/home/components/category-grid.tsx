import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import BathtubOutlinedIcon from '@mui/icons-material/BathtubOutlined';
import ChairOutlinedIcon from '@mui/icons-material/ChairOutlined';
import ChildCareOutlinedIcon from '@mui/icons-material/ChildCareOutlined';
import DeskOutlinedIcon from '@mui/icons-material/DeskOutlined';
import EmojiObjectsOutlinedIcon from '@mui/icons-material/EmojiObjectsOutlined';
import GridOnOutlinedIcon from '@mui/icons-material/GridOnOutlined';
import HandymanOutlinedIcon from '@mui/icons-material/HandymanOutlined';
import LocalFloristOutlinedIcon from '@mui/icons-material/LocalFloristOutlined';
import PetsOutlinedIcon from '@mui/icons-material/PetsOutlined';
import SpaOutlinedIcon from '@mui/icons-material/SpaOutlined';
import WallpaperOutlinedIcon from '@mui/icons-material/WallpaperOutlined';
import YardOutlinedIcon from '@mui/icons-material/YardOutlined';
import { CATEGORIES } from '@hogarte/shared/product-lookups';
import { useHomeCategories } from '../api/get-categories';

/** One icon per category id of the shared lookup. */
const CATEGORY_ICONS: Record<number, ComponentType<SvgIconProps>> = {
  1: LocalFloristOutlinedIcon,
  2: ChairOutlinedIcon,
  3: EmojiObjectsOutlinedIcon,
  4: DeskOutlinedIcon,
  5: BathtubOutlinedIcon,
  6: ChildCareOutlinedIcon,
  7: YardOutlinedIcon,
  8: WallpaperOutlinedIcon,
  9: GridOnOutlinedIcon,
  10: HandymanOutlinedIcon,
  11: SpaOutlinedIcon,
  12: PetsOutlinedIcon,
};

function countText(count: number): string {
  if (count === 0) return 'Muy pronto';
  return count === 1 ? '1 producto' : `${count} productos`;
}

/** Every category, linked to its page of the catalogue, with how many products it has. */
export function CategoryGrid() {
  const { data } = useHomeCategories();
  // The fixed list draws the grid at once; the counts arrive with the API's answer.
  const categories = CATEGORIES.map((category) => ({
    ...category,
    productCount: data?.find((item) => item.id === category.id)?.productCount ?? null,
  }));
  return (
    <Container
      component="section"
      maxWidth="lg"
      aria-labelledby="categories-title"
      sx={{ py: { xs: 6, md: 9 } }}
    >
      <Typography
        id="categories-title"
        variant="h3"
        component="h2"
        sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' } }}
      >
        Explora por categoría
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        Revestimientos, pisos, iluminación, mobiliario y todo lo que completa tus espacios.
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {categories.map((category) => {
          const Icon = CATEGORY_ICONS[category.id] ?? LocalFloristOutlinedIcon;
          return (
            <Box component="li" key={category.id}>
              <Card
                sx={{
                  height: '100%',
                  transition: 'border-color 150ms',
                  '&:hover': { borderColor: 'primary.light' },
                }}
              >
                <CardActionArea
                  component={RouterLink}
                  to={`/productos?categoria=${category.id}`}
                  sx={{ p: { xs: 1.5, sm: 2.5 }, height: '100%' }}
                >
                  <Icon color="primary" sx={{ fontSize: 32 }} aria-hidden />
                  <Typography
                    fontWeight={600}
                    // The longest names ('Complementarios', 'Revestimientos') fit a 390 px phone's
                    // half-width card whole; a narrower phone still wraps rather than overflows.
                    sx={{
                      mt: 1.5,
                      fontSize: { xs: '0.875rem', sm: '1rem' },
                      overflowWrap: 'anywhere',
                      hyphens: 'auto',
                    }}
                  >
                    {category.name}
                  </Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ mt: 0.25, minHeight: '1.43em' }}
                  >
                    {category.productCount === null ? '' : countText(category.productCount)}
                  </Typography>
                </CardActionArea>
              </Card>
            </Box>
          );
        })}
      </Box>
    </Container>
  );
}
