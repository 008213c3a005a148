import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { STRONG_PASSWORD_RULES } from '@hogarte/shared/passwords';

/** The five messages of the client and supplier password, in the spec's order (part 1 §5). */
export const PASSWORD_RULE_MESSAGES: readonly string[] = STRONG_PASSWORD_RULES.map(
  (rule) => rule.message,
);

interface PasswordRulesProps {
  id: string;
  value: string;
  /** After the field was touched or submitted, broken rules turn red instead of grey. */
  showErrors: boolean;
}

/** A live checklist under the password field, so people see every rule before submitting. */
export function PasswordRules({ id, value, showErrors }: PasswordRulesProps) {
  return (
    <Box
      component="ul"
      id={id}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.25 }}
    >
      {STRONG_PASSWORD_RULES.map(({ message, pattern }) => {
        const met = pattern.test(value);
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
