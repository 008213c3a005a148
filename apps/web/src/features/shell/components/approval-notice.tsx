import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';

interface ApprovalNoticeProps {
  /** null: the application is being reviewed; false: it was rejected. */
  isApproved: boolean | null;
  supportPhone?: string | undefined;
}

/** What a designer or supplier sees until the team approves the application (part 2 §4). */
export function ApprovalNotice({ isApproved, supportPhone }: ApprovalNoticeProps) {
  const contact = supportPhone
    ? ` Si tienes preguntas, comunícate con nosotros al ${supportPhone}.`
    : '';
  return (
    <Box sx={{ maxWidth: 720 }}>
      {isApproved === false ? (
        <Alert severity="error" variant="outlined">
          <AlertTitle>Tu solicitud no fue aprobada</AlertTitle>
          Nuestro equipo revisó tu solicitud y en este momento no fue aprobada.{contact}
        </Alert>
      ) : (
        <Alert severity="info" variant="outlined">
          <AlertTitle>Solicitud en revisión</AlertTitle>
          Tu solicitud está en revisión. Te contactaremos pronto; cuando sea aprobada podrás usar
          todas las herramientas de tu cuenta.{contact}
        </Alert>
      )}
    </Box>
  );
}
