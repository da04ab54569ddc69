// The app's namespaces in English beyond the shell's: one chunk, loaded by `loadAppNamespaces('en')`.
import auth from '../locales/en/auth.json';
import profile from '../locales/en/profile.json';
import pages from '../locales/en/pages.json';
import validation from '../locales/en/validation.json';
import lists from '../locales/en/lists.json';
import people from '../locales/en/people.json';
import settings from '../locales/en/settings.json';
import geo from '../locales/en/geo.json';
import rotations from '../locales/en/rotations.json';

export default { auth, profile, pages, validation, lists, people, settings, geo, rotations } as const;
