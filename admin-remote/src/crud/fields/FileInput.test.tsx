import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import type { Locale } from '@mfe/shared-ui';
import { FileInput } from './FileInput';
import { inStore } from '../../../test/renderScreen';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const file = (bytes: number[] | string, name: string, type: string, size?: number) => {
  const made = new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });
  // An 11 MB file without 11 MB of memory: only its size is read before its head.
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size });
  return made;
};

function renderField(kind: 'image' | 'pdf', locale?: Locale) {
  const chosen = jest.fn();
  render(
    <Form onValuesChange={(values) => chosen(values.file)}>
      <Form.Item name="file" label="File" rules={[{ required: true, message: 'Image is required' }]}>
        <FileInput name="file" kind={kind} accept={kind === 'image' ? '.jpg,.jpeg,.png' : '.pdf'} buttonText="Choose file" />
      </Form.Item>
      <Button htmlType="submit">Upload</Button>
    </Form>,
    { wrapper: inStore(locale) },
  );
  const choose = (f: File) => fireEvent.change(screen.getByLabelText('File'), { target: { files: [f] } });
  return { chosen, choose };
}

describe('FileInput judges the chosen file as the API would, before anything is sent', () => {
  it.each([
    ['a .txt', file('hello', 'notes.txt', 'text/plain'), 'Image must be a JPEG or PNG file'],
    ['a GIF', file('GIF89a\x01\x00\x01\x00', 'anim.gif', 'image/gif'), 'Image must be a JPEG or PNG file'],
    ['an 11 MB PNG', file(PNG_HEAD, 'huge.png', 'image/png', 11 * 1024 * 1024), 'Image must not be larger than 10 MB'],
  ])('refuses %s as an image: the API words at once, the file not kept', async (_label, refused, message) => {
    const { chosen, choose } = renderField('image');
    choose(refused);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(`"${refused.name}" was not kept: ${message}`)).toBeInTheDocument();
    expect(chosen).not.toHaveBeenCalledWith(refused);
  });

  it('goes on saying why the file was refused after a submit makes the field required, in the admin language', async () => {
    const { choose } = renderField('image', 'id');
    choose(file('hello', 'fake.jpg', 'image/jpeg'));
    expect(await screen.findByText('Gambar harus berupa berkas JPEG atau PNG')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Image is required')).toBeInTheDocument();
    expect(screen.getByText('"fake.jpg" tidak dipakai: Gambar harus berupa berkas JPEG atau PNG')).toBeInTheDocument();
  });

  it('refuses a PNG renamed .pdf as a PDF', async () => {
    const { choose } = renderField('pdf');
    choose(file(PNG_HEAD, 'brochure.pdf', 'application/pdf'));
    expect(await screen.findByText('File must be a PDF document')).toBeInTheDocument();
    expect(screen.getByText('"brochure.pdf" was not kept: File must be a PDF document')).toBeInTheDocument();
  });

  it('keeps a real PNG whatever its name, and a refusal is cleared by the next good file', async () => {
    const { chosen, choose } = renderField('image');
    choose(file('hello', 'notes.txt', 'text/plain'));
    expect(await screen.findByText('Image must be a JPEG or PNG file')).toBeInTheDocument();
    const good = file(PNG_HEAD, 'logo.pdf', 'application/pdf');
    choose(good);
    expect(await screen.findByText('logo.pdf')).toBeInTheDocument();
    expect(chosen).toHaveBeenLastCalledWith(good);
    await waitFor(() => expect(screen.queryByText('Image must be a JPEG or PNG file')).not.toBeInTheDocument());
  });
});
