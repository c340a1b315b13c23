import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '@mfe/shared-ui/test/fakeApi';
import { renderScreen } from '../../../../test/renderScreen';
import { fileAssetResource } from '../../../resources/assets-file-manager';
import { DRAFT_STORAGE_PREFIX } from '../../../crud/hooks/useUnsavedChanges';
import { AssetFormPage } from './AssetFormPage';

describe('AssetFormPage, unsaved changes', () => {
  it('keeps a draft of the asset form without the file contents', async () => {
    installFakeApi();
    renderScreen(<AssetFormPage resource={fileAssetResource} />, {
      path: '/admin/assets-file-manager/create',
      entries: ['/admin/assets-file-manager', '/admin/assets-file-manager/create'],
    });
    await userEvent.type(screen.getByLabelText('Name'), 'Lathe brochure');
    await userEvent.upload(screen.getByLabelText('PDF File'), new File(['%PDF-1.4'], 'lathe.pdf', { type: 'application/pdf' }));
    expect(JSON.parse(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}assets-file-manager:new`) ?? 'null')?.values).toEqual({ name: 'Lathe brochure' });
  });
});
