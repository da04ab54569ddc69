import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';

const owner = { userName: 'sara.farmer', name: 'Sara Abdelrahman', email: 'sara.a@example.com', phone: '+201001234567' };

describe('password policy', () => {
  it('refuses passwords from the common list, also with digits or symbols added at the end', () => {
    for (const password of ['12345678', 'password', 'Password1', 'QWERTYUIOP', 'football2024!', 'iloveyou!!', 'Sunshine.123']) {
      expect(passwordProblem(password, owner)).toBe('password_common');
    }
  });

  it("refuses passwords holding the user's user name, e-mail name, phone number or name", () => {
    for (const password of ['Sara.Farmer99', 'xx-sara.a-xx', 'my 01001234567 pw', 'pw1234567!', 'abdelrahman', 'Sara2026!', 'SaraAbdelrahman']) {
      expect(passwordProblem(password, owner)).toBe('password_personal');
    }
  });

  it('refuses the current password', () => {
    expect(passwordProblem('orchard-lantern-42', owner, 'orchard-lantern-42')).toBe('password_reused');
  });

  it('accepts long unusual passwords, including Arabic ones', () => {
    for (const password of ['orchard-lantern-42', 'date palms in wadi natrun', 'نخيل-الواحة-2026', 'Sarab-mirage-dunes']) {
      expect(passwordProblem(password, owner, 'old-password')).toBeNull();
    }
  });
});
