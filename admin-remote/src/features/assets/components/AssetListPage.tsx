import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Col, Empty, Pagination, Row, Spin, Typography } from 'antd';
import { usePageTitle } from '@mfe/shared-ui';
import type { AreaRows, AssetArea, AssetResource } from '../../../resources/types';
import { usePagedList } from '../../../crud/hooks/usePagedList';
import { ListToolbar } from '../../../crud/components/ListToolbar';
import { StoredImage } from '../../../crud/fields/StoredImage';
import { GRID_SLOT } from '../../../crud/fields/imageSlots';
import { FileTable } from './FileTable';
import { useMessages } from '../../../messages/messages';

/** The asset managers' list (§2): images as a grid of thumbnails with the whole name under each; files as a table (name, size, date, where used). */
export function AssetListPage<A extends AssetArea>({ resource }: { resource: AssetResource<A> }) {
  const navigate = useNavigate();
  const list = usePagedList(resource.area);
  const m = useMessages();
  const title = m.areaTitle(resource.area);
  usePageTitle(title);
  const open = (asset: AreaRows[A]) => navigate(`/admin/${resource.area}/detail/${asset.id}`);

  return (
    <section aria-label={title}>
      <ListToolbar
        title={title}
        createTo={`/admin/${resource.area}/create`}
        search={list.search}
        onSearch={list.setSearch}
        exportFrom={{ path: resource.paths.list, query: { search: list.search }, fileStem: resource.area }}
      />
      {list.isError && (
        <Alert type="error" showIcon title={m.failedFetchList(resource.area)} action={<Button onClick={list.retry}>{m.tryAgain}</Button>} />
      )}
      <Spin spinning={list.isLoading} description={m.loading}>
        {!list.isLoading && !list.isError && list.rows.length === 0 ? (
          <Empty description={m.emptyAssets(m.areaNoun(resource.area), list.search)} />
        ) : resource.kind === 'file' ? (
          <FileTable files={list.rows as AreaRows['assets-file-manager'][]} />
        ) : (
          <Row gutter={[12, 12]} style={{ minHeight: 120 }}>
            {list.rows.map((asset) => (
              <Col key={asset.id} xs={12} sm={8} md={6} xl={4}>
                <Card
                  hoverable
                  styles={{ body: { padding: 8 } }}
                  cover={<StoredImage path={resource.storedPath(asset)} alt={asset.name} slot={GRID_SLOT} />}
                  onClick={() => open(asset)}
                >
                  <Typography.Text style={{ display: 'block', textAlign: 'center', overflowWrap: 'anywhere' }}>
                    <Link to={`/admin/${resource.area}/detail/${asset.id}`} onClick={(event) => event.stopPropagation()}>
                      {asset.name}
                    </Link>
                  </Typography.Text>
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </Spin>
      <Pagination
        style={{ marginTop: 16, justifyContent: 'flex-end' }}
        current={list.page}
        pageSize={list.pageSize}
        total={list.total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={list.setPage}
      />
    </section>
  );
}
