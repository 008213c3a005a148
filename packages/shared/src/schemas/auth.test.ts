import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages.js';
import {
  changePasswordSchema,
  clientRegistrationSchema,
  passwordResetFormSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  userCheckSchema,
} from './auth.js';

const PASSWORD = 'Clave123!';

const validRegistration = {
  first_name: 'Camila',
  last_name: 'Restrepo',
  email: 'camila@prueba.co',
  phone: '3001234567',
  cedula: '1020304050',
  city_name: 'Medellín, Antioquia',
  city_id: '05001',
  street_address: 'Calle 10 # 35-20',
  password: PASSWORD,
  passwordConfirm: PASSWORD,
};

/** Every issue as `field: message`, in the order the schema reports them. */
function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

function messagesFor(schema: z.ZodType, value: unknown, field: string): string[] {
  const prefix = `${field}: `;
  return issues(schema, value)
    .filter((issue) => issue.startsWith(prefix))
    .map((issue) => issue.slice(prefix.length));
}

describe('client registration', () => {
  it('accepts a complete registration', () => {
    expect(issues(clientRegistrationSchema, validRegistration)).toEqual([]);
  });

  it('lower-cases and trims the email', () => {
    const parsed = clientRegistrationSchema.parse({
      ...validRegistration,
      email: '  Camila.R@Prueba.CO  ',
    });
    expect(parsed.email).toBe('camila.r@prueba.co');
  });

  it('uses "Recuerda llenar este campo" for missing and blank fields', () => {
    expect(
      messagesFor(
        clientRegistrationSchema,
        { ...validRegistration, first_name: '  ' },
        'first_name',
      ),
    ).toEqual(['Recuerda llenar este campo']);
    const { email: _email, ...withoutEmail } = validRegistration;
    expect(messagesFor(clientRegistrationSchema, withoutEmail, 'email')).toEqual([
      MESSAGES.required,
    ]);
  });

  it.each([
    ['lower-case letter', 'CLAVE123!', 'Al menos una letra minúscula'],
    ['upper-case letter', 'clave123!', 'Al menos una letra mayúscula'],
    ['special character', 'Clave1234', 'Al menos un caracter especial'],
    ['digit', 'Clave!!!x', 'Al menos un número'],
    ['length of 8', 'Cl4ve!', 'Debe ser al menos 8 caracteres'],
  ])('asks for a %s in the password', (_rule, password, message) => {
    const value = { ...validRegistration, password, passwordConfirm: password };
    expect(messagesFor(clientRegistrationSchema, value, 'password')).toEqual([message]);
  });

  it('counts any non-alphanumeric character as special', () => {
    const password = 'Clave123#';
    expect(
      issues(clientRegistrationSchema, {
        ...validRegistration,
        password,
        passwordConfirm: password,
      }),
    ).toEqual([]);
  });

  it('reports a confirmation mismatch together with the other errors', () => {
    expect(
      issues(clientRegistrationSchema, {
        ...validRegistration,
        phone: '123',
        password: 'abc',
        passwordConfirm: 'abd',
      }),
    ).toEqual([
      `phone: ${MESSAGES.phoneInvalid}`,
      `password: ${MESSAGES.passwordUppercase}`,
      `password: ${MESSAGES.passwordSpecial}`,
      `password: ${MESSAGES.passwordNumber}`,
      `password: ${MESSAGES.passwordLength}`,
      'passwordConfirm: Las contraseñas no coinciden',
    ]);
  });

  it('asks to confirm the password when the confirmation is empty', () => {
    expect(issues(clientRegistrationSchema, { ...validRegistration, passwordConfirm: '' })).toEqual(
      ['passwordConfirm: Por favor confirma tu contraseña'],
    );
  });

  it('only takes a five-digit city code', () => {
    expect(
      messagesFor(clientRegistrationSchema, { ...validRegistration, city_id: '5001' }, 'city_id'),
    ).toEqual([MESSAGES.cityUnknown]);
  });
});

describe('phone and cedula', () => {
  const check = (value: Record<string, unknown>) =>
    issues(userCheckSchema, { email: 'a@prueba.co', phone: '3001234567', ...value });

  it('requires exactly ten digits for a phone', () => {
    expect(check({})).toEqual([]);
    expect(check({ phone: ' 3001234567 ' })).toEqual([]);
    for (const phone of ['300123456', '30012345678', '300 123 4567', '+573001234567']) {
      expect(check({ phone })).toEqual(['phone: El número celular debe ser de 10 dígitos']);
    }
  });

  it('takes a cedula of 7 to 10 digits, and makes it optional for the check', () => {
    expect(check({ cedula: '1234567' })).toEqual([]);
    expect(check({ cedula: '1234567890' })).toEqual([]);
    for (const cedula of ['123456', '12345678901', '12345a7']) {
      expect(check({ cedula })).toEqual(['cedula: La cédula debe tener entre 7 y 10 dígitos']);
    }
  });

  it('refuses a malformed email', () => {
    expect(check({ email: 'a@b' })).toEqual([`email: ${MESSAGES.emailInvalid}`]);
  });
});

describe('change password', () => {
  const change = (newPassword: string, extra: Record<string, unknown> = {}) =>
    issues(changePasswordSchema, {
      currentPassword: PASSWORD,
      newPassword,
      confirmPassword: newPassword,
      ...extra,
    });

  it('accepts each of @$!%*?& as the special character', () => {
    for (const special of '@$!%*?&') {
      expect(change(`NuevaClave9${special}`)).toEqual([]);
    }
  });

  it('refuses other special characters', () => {
    for (const special of '#-_.+') {
      expect(change(`NuevaClave9${special}`)).toEqual([
        'newPassword: Al menos un caracter especial (@$!%*?&)',
      ]);
    }
  });

  it('asks for 8 characters, upper, lower and a digit', () => {
    expect(change('Nc9!')).toEqual([`newPassword: ${MESSAGES.newPasswordMin}`]);
    expect(change('nuevaclave9!')).toEqual([`newPassword: ${MESSAGES.passwordUppercase}`]);
    expect(change('NUEVACLAVE9!')).toEqual([`newPassword: ${MESSAGES.passwordLowercase}`]);
    expect(change('NuevaClave!!')).toEqual([`newPassword: ${MESSAGES.passwordNumber}`]);
  });

  it('requires a current password of at least 8 characters', () => {
    expect(change('NuevaClave9!', { currentPassword: '' })).toEqual([
      `currentPassword: ${MESSAGES.required}`,
    ]);
    expect(change('NuevaClave9!', { currentPassword: 'corta' })).toEqual([
      'currentPassword: La contraseña debe tener mínimo 8 caracteres',
    ]);
  });

  it('reports a mismatched confirmation on confirmPassword', () => {
    expect(change('NuevaClave9!', { confirmPassword: 'NuevaClave9?' })).toEqual([
      `confirmPassword: ${MESSAGES.passwordsDoNotMatch}`,
    ]);
  });
});

describe('password recovery', () => {
  it('asks for a valid email with the recovery messages', () => {
    // An empty field fails both rules; forms show the first message of each field.
    expect(messagesFor(passwordResetRequestSchema, { email: '' }, 'email')[0]).toBe(
      'Por favor escribe un correo',
    );
    expect(issues(passwordResetRequestSchema, { email: 'correo' })).toEqual([
      'email: Por favor escribe un correo válido',
    ]);
    expect(passwordResetRequestSchema.parse({ email: ' Ana@Prueba.CO ' }).email).toBe(
      'ana@prueba.co',
    );
  });

  it('checks the new password and its confirmation', () => {
    const empty = { password: '', passwordConfirm: '' };
    expect(messagesFor(passwordResetFormSchema, empty, 'password')[0]).toBe(
      MESSAGES.newPasswordRequired,
    );
    expect(messagesFor(passwordResetFormSchema, empty, 'passwordConfirm')).toEqual([
      MESSAGES.confirmPasswordRequired,
    ]);
    expect(issues(passwordResetFormSchema, { password: 'corta', passwordConfirm: 'otra' })).toEqual(
      [
        `password: ${MESSAGES.passwordUppercase}`,
        `password: ${MESSAGES.passwordSpecial}`,
        `password: ${MESSAGES.passwordNumber}`,
        `password: ${MESSAGES.passwordLength}`,
        'passwordConfirm: Las contraseñas no coinciden',
      ],
    );
    expect(
      issues(passwordResetFormSchema, { password: 'Nueva123!', passwordConfirm: 'Nueva123!' }),
    ).toEqual([]);
  });

  it('holds the new password to the sign-up rule, as the API does', () => {
    expect(issues(passwordResetSchema, { password: 'aaaaaaaa' })).toEqual([
      `password: ${MESSAGES.passwordUppercase}`,
      `password: ${MESSAGES.passwordSpecial}`,
      `password: ${MESSAGES.passwordNumber}`,
    ]);
  });
});

describe('an empty field', () => {
  it('reports only that it is required, not also its format', () => {
    const result = userCheckSchema.safeParse({ email: '', phone: '', cedula: '' });
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([
      ['email', MESSAGES.required],
      ['phone', MESSAGES.required],
      ['cedula', MESSAGES.required],
    ]);
  });
});
