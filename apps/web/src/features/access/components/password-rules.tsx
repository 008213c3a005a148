import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { MESSAGES } from '@hogarte/shared/messages';
import { strongPasswordField } from '@hogarte/shared/schemas/common';

/** The five rules of the client and supplier password, in the spec's order (part 1 §5). */
export const PASSWORD_RULE_MESSAGES: readonly string[] = [
  MESSAGES.passwordLowercase,
  MESSAGES.passwordUppercase,
  MESSAGES.passwordSpecial,
  MESSAGES.passwordNumber,
  MESSAGES.passwordLength,
];

/** Which of the five rules a password breaks, read from the shared schema itself. */
function brokenPasswordRules(value: string): Set<string> {
  const result = strongPasswordField.safeParse(value);
  return new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
}

interface PasswordRulesProps {
  id: string;
  value: string;
  /** After the field was touched or submitted, broken rules turn red instead of grey. */
  showErrors: boolean;
}

/** A live checklist under the password field, so people see every rule before submitting. */
export function PasswordRules({ id, value, showErrors }: PasswordRulesProps) {
  const broken = brokenPasswordRules(value);
  return (
    <Box
      component="ul"
      id={id}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.25 }}
    >
      {PASSWORD_RULE_MESSAGES.map((message) => {
        const met = !broken.has(message);
        return (
          <Typography
            key={message}
            component="li"
            variant="body2"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.75,
              color: met ? 'success.main' : showErrors ? 'error.main' : 'text.secondary',
            }}
          >
            {met ? (
              <CheckCircleIcon sx={{ fontSize: 16 }} aria-hidden />
            ) : (
              <RadioButtonUncheckedIcon sx={{ fontSize: 16 }} aria-hidden />
            )}
            {message}
          </Typography>
        );
      })}
    </Box>
  );
}
