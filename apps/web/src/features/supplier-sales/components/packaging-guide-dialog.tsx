import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { DialogContent } from '../../../components/dialog-content';

const STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Protege cada producto',
    text: 'Envuelve las piezas frágiles (cerámica, vidrio, lámparas) en plástico de burbujas o cartón corrugado y rellena los espacios vacíos para que nada se mueva dentro de la caja.',
  },
  {
    title: 'Usa una caja firme y del tamaño justo',
    text: 'Elige una caja resistente, sin golpes ni humedad. Las medidas y el peso del paquete deben coincidir con los del producto registrados en tu catálogo: son los que cotizó la transportadora.',
  },
  {
    title: 'Cierra y marca el paquete',
    text: 'Sella todas las uniones con cinta de embalaje y marca “Frágil” y “Este lado arriba” cuando aplique. Los revestimientos y pisos van en sus cajas completas, bien aseguradas.',
  },
  {
    title: 'Genera la guía y pega la etiqueta',
    text: 'Genera la guía desde la orden, imprime la etiqueta y pégala en una cara plana y visible del paquete, sin cubrir el código de barras.',
  },
  {
    title: 'Entrega y marca como enviado',
    text: 'Cuando la transportadora recoja el paquete, marca el pedido como enviado: el cliente recibe un correo con el enlace de rastreo.',
  },
];

interface PackagingGuideDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * How to pack an order before shipping it (part 2 §2.5: the order page's alert links to a
 * packaging guide). A dialog, so the supplier reads it without leaving the order.
 */
export function PackagingGuideDialog({ open, onClose }: PackagingGuideDialogProps) {
  const titleId = useId();
  return (
    <ResponsiveDialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
      <DialogTitle id={titleId}>Guía de empaque</DialogTitle>
      <DialogContent dividers>
        <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 2 }}>
          {STEPS.map((step) => (
            <li key={step.title}>
              <Typography sx={{ fontWeight: 600 }}>{step.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {step.text}
              </Typography>
            </li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Entendido</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
