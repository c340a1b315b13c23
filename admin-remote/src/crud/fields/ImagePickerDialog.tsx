import { useEffect, useState, type UIEvent } from 'react';
import { Button, Col, Input, Modal, Row, Space, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { IMAGE_PICKER_PAGE_SIZE, type ImageAsset, type ImageRef } from '@mfe/shared-ui';
import { assetResource } from '../../resources';
import { useAreaListQuery } from '../api/resourceApi';
import { AssetUploadDialog } from './AssetUploadDialog';
import { PICKER_SLOT } from './imageSlots';
import { StoredImage } from './StoredImage';
import { useTypedSearch } from './useTypedSearch';
import { useMessages } from '../../messages/messages';

/** §2/§9: 600 px wide, at most 700 px high, images 100 px high (PICKER_SLOT), 4 per row (2 on small screens). */
const DIALOG_WIDTH_PX = 600;
const DIALOG_MAX_HEIGHT_PX = 700;
const SCROLL_LOAD_MARGIN_PX = 40;

interface ImagePickerDialogProps {
  open: boolean;
  onPick: (image: ImageRef) => void;
  onClose: () => void;
}

/**
 * Chooses an image asset: searched by name on the server, 30 per fetch, more with 'Load more'; or
 * 'Upload new', which creates the image and picks it, without leaving the form.
 */
export function ImagePickerDialog({ open, onPick, onClose }: ImagePickerDialogProps) {
  const [page, setPage] = useState(1);
  const [images, setImages] = useState<ImageAsset[]>([]);
  const [uploading, setUploading] = useState(false);
  const { typed, setTyped, search } = useTypedSearch();
  // A new search starts from its first page.
  useEffect(() => setPage(1), [search]);
  const { data, isFetching, isError } = useAreaListQuery(
    {
      area: 'assets-image-manager',
      purpose: 'options',
      query: { page, items_per_page: IMAGE_PICKER_PAGE_SIZE, ...(search ? { search } : {}) },
    },
    { skip: !open },
  );
  const m = useMessages();
  const pick = (image: ImageAsset) => onPick({ id: image.id, name: image.name, image_path: image.image_path });

  useEffect(() => {
    if (!data) return;
    // Page 1 replaces (a fresh open or a refetch after an upload); later pages append.
    setImages((shown) => (data.current_page <= 1 ? data.data : [...shown.filter((i) => !data.data.some((d) => d.id === i.id)), ...data.data]));
  }, [data]);

  const hasMore = data ? data.current_page < data.last_page : false;
  const loadMore = () => {
    if (hasMore && !isFetching) setPage((current) => current + 1);
  };
  /** Near the bottom of the scrolled grid the next 30 load by themselves; the button stays for keyboards. */
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const grid = event.currentTarget;
    if (grid.scrollTop + grid.clientHeight >= grid.scrollHeight - SCROLL_LOAD_MARGIN_PX) loadMore();
  };

  return (
    <Modal
      open={open}
      title={m.chooseAnImage}
      width={DIALOG_WIDTH_PX}
      onCancel={onClose}
      footer={
        <Space>
          <Button icon={<UploadOutlined aria-hidden />} onClick={() => setUploading(true)}>
            {m.uploadNewImage}
          </Button>
          <Button onClick={onClose}>{m.cancel}</Button>
        </Space>
      }
      destroyOnHidden
    >
      <Input.Search
        aria-label={m.searchImagesByName}
        placeholder={m.searchPlaceholder(m.searchByName)}
        allowClear
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        style={{ marginBottom: 12 }}
      />
      <div
        onScroll={onScroll}
        data-testid="image-picker-grid"
        style={{ maxHeight: DIALOG_MAX_HEIGHT_PX - 120, overflowY: 'auto', overflowX: 'hidden' }}
      >
        {isError && <Typography.Text type="danger">{m.imagesNotLoaded}</Typography.Text>}
        {!isError && !isFetching && images.length === 0 && (
          <Typography.Paragraph>
            {search ? m.noImageMatches(search) : m.noImagesFound}
            {/* §2's 'add image here', without leaving the form: the upload opens inside the picker. */}
            <Button type="link" onClick={() => setUploading(true)} style={{ padding: 0, height: 'auto' }}>
              {m.addImageHere}
            </Button>
          </Typography.Paragraph>
        )}
        <Row gutter={[8, 8]}>
          {images.map((image) => (
            <Col key={image.id} xs={12} md={6}>
              <button
                type="button"
                onClick={() => pick(image)}
                aria-label={m.chooseNamed(image.name)}
                style={{ width: '100%', padding: 4, border: '1px solid #e0e0e0', borderRadius: 4, background: '#fff', cursor: 'pointer' }}
              >
                <StoredImage path={image.image_path} alt={image.name} slot={PICKER_SLOT} />
                <Typography.Text ellipsis style={{ display: 'block', marginTop: 4 }}>
                  {image.name}
                </Typography.Text>
              </button>
            </Col>
          ))}
        </Row>
        {(hasMore || isFetching) && (
          <div style={{ textAlign: 'center', marginTop: 12 }}>
            <Button loading={isFetching} onClick={loadMore} disabled={!hasMore}>
              {isFetching ? m.loadingImages : m.loadMore}
            </Button>
          </div>
        )}
      </div>
      <AssetUploadDialog
        resource={assetResource('assets-image-manager')}
        open={uploading}
        onClose={() => setUploading(false)}
        onCreated={(image) => {
          setUploading(false);
          pick(image);
        }}
      />
    </Modal>
  );
}
