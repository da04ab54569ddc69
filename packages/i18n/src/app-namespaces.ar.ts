// The app's namespaces in Arabic beyond the shell's: one chunk, loaded by `loadAppNamespaces('ar')`.
import auth from '../locales/ar/auth.json';
import profile from '../locales/ar/profile.json';
import pages from '../locales/ar/pages.json';
import validation from '../locales/ar/validation.json';
import lists from '../locales/ar/lists.json';
import people from '../locales/ar/people.json';
import settings from '../locales/ar/settings.json';
import geo from '../locales/ar/geo.json';
import rotations from '../locales/ar/rotations.json';

export default { auth, profile, pages, validation, lists, people, settings, geo, rotations } as const;
