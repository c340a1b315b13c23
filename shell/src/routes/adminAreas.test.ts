import { ADMIN_AREAS } from '@mfe/shared-ui/site/admin-navigation';
import { adminAreaTitle, isAdminArea } from './adminAreas';

describe('admin areas', () => {
  it('knows the seven areas and nothing else', () => {
    for (const area of ADMIN_AREAS) expect(isAdminArea(area)).toBe(true);
    expect(isAdminArea('users')).toBe(false);
    expect(isAdminArea(undefined)).toBe(false);
  });

  it('titles list, create and detail screens', () => {
    expect(adminAreaTitle('manufacture-type', 'list')).toBe('Manufacture Type');
    expect(adminAreaTitle('assets-file-manager', 'list')).toBe('Files Manager');
    expect(adminAreaTitle('assets-file-manager', 'create')).toBe('Create File');
    expect(adminAreaTitle('vendor', 'detail')).toBe('Vendor Detail');
  });
});
