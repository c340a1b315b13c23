import { useEffect, useState, type UIEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, Col, Modal, Row, Typography } from 'antd';
import { IMAGE_PICKER_PAGE_SIZE, type ImageAsset, type ImageRef } from '@mfe/shared-ui';
import { useAreaListQuery } from '../api/resourceApi';
import { StoredImage } from './StoredImage';

/** §2/§9: 600 px wide, at most 700 px high, images 100 px high, 4 per row (2 on small screens). */
const DIALOG_WIDTH_PX = 600;
const DIALOG_MAX_HEIGHT_PX = 700;
const PICKER_IMAGE_HEIGHT_PX = 100;
const SCROLL_LOAD_MARGIN_PX = 40;

interface ImagePickerDialogProps {
  open: boolean;
  onPick: (image: ImageRef) => void;
  onClose: () => void;
}

/** Chooses an image asset: 30 per fetch, more with 'Load more'. */
export function ImagePickerDialog({ open, onPick, onClose }: ImagePickerDialogProps) {
  const [page, setPage] = useState(1);
  const [images, setImages] = useState<ImageAsset[]>([]);
  const { data, isFetching, isError } = useAreaListQuery(
    { area: 'assets-image-manager', purpose: 'options', query: { page, items_per_page: IMAGE_PICKER_PAGE_SIZE } },
    { skip: !open },
  );

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
      title="Choose an image"
      width={DIALOG_WIDTH_PX}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Cancel</Button>}
      destroyOnHidden
    >
      <div
        onScroll={onScroll}
        data-testid="image-picker-grid"
        style={{ maxHeight: DIALOG_MAX_HEIGHT_PX - 120, overflowY: 'auto', overflowX: 'hidden' }}
      >
        {isError && <Typography.Text type="danger">The images could not be loaded.</Typography.Text>}
        {!isError && !isFetching && images.length === 0 && (
          <Typography.Paragraph>
            No images found,{' '}
            <Link to="/admin/assets-image-manager/create" onClick={onClose}>
              add image here
            </Link>
          </Typography.Paragraph>
        )}
        <Row gutter={[8, 8]}>
          {images.map((image) => (
            <Col key={image.id} xs={12} md={6}>
              <button
                type="button"
                onClick={() => onPick({ id: image.id, name: image.name, image_path: image.image_path })}
                aria-label={`Choose ${image.name}`}
                style={{ width: '100%', padding: 4, border: '1px solid #e0e0e0', borderRadius: 4, background: '#fff', cursor: 'pointer' }}
              >
                <StoredImage path={image.image_path} alt={image.name} height={PICKER_IMAGE_HEIGHT_PX} />
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
              {isFetching ? 'Loading images…' : 'Load more'}
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
}
