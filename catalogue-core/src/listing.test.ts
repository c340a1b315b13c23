import { CatalogueError } from './errors';
import { lacksTranslation, listQueryOf, matchesUntranslated } from './listing';

describe('the untranslated filter (issue 22)', () => {
  test("untranslated=true filters; 'false', empty or absent does not; another value is a 422 on the parameter", () => {
    expect(listQueryOf({ untranslated: 'true' }, []).untranslated).toBe(true);
    expect(listQueryOf({ untranslated: ' true ' }, []).untranslated).toBe(true);
    for (const untranslated of ['false', '', undefined]) expect(listQueryOf({ untranslated }, []).untranslated).toBe(false);
    for (const untranslated of ['yes', 'TRUE', '1', ['true']]) {
      let error: unknown;
      try {
        listQueryOf({ untranslated }, []);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(CatalogueError);
      expect(error).toMatchObject({
        status: 422,
        message: 'Untranslated must be true or false',
        errors: { untranslated: ['Untranslated must be true or false'] },
      });
    }
  });

  test('a record lacks a translation when a text with a translation column has none in Indonesian', () => {
    // A type or category: its name and its description.
    expect(lacksTranslation({ name: 'Lathes', name_id: null, description: null, description_id: null })).toBe(true);
    expect(lacksTranslation({ name: 'Lathes', name_id: 'Mesin Bubut', description: null, description_id: null })).toBe(false);
    expect(lacksTranslation({ name: 'Lathes', name_id: 'Mesin Bubut', description: 'CNC', description_id: '  ' })).toBe(true);
    expect(lacksTranslation({ name: 'Lathes', name_id: 'Mesin Bubut', description: 'CNC', description_id: 'CNC' })).toBe(false);
    // A vendor, series or product: its description only (brands and models are not translated).
    expect(lacksTranslation({ name: 'Okuma', description: null, description_id: null })).toBe(false);
    expect(lacksTranslation({ name: 'Okuma', description: ' ', description_id: null })).toBe(false);
    expect(lacksTranslation({ name: 'Okuma', description: 'Lathes', description_id: null })).toBe(true);
  });

  test('a row of a table without translations (an asset) always passes', () => {
    const list = listQueryOf({ untranslated: 'true' }, []);
    expect(matchesUntranslated(list, { name: 'photo.png', description: 'A photo' })).toBe(true);
    expect(matchesUntranslated(list, { name: 'Okuma', description: 'Lathes', description_id: 'Mesin bubut' })).toBe(false);
    expect(matchesUntranslated(listQueryOf({}, []), { name: 'Okuma', description: 'Lathes', description_id: null })).toBe(true);
  });
});
