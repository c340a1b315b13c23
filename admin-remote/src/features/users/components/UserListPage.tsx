import { Link, useNavigate } from 'react-router-dom';
import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDate, useLocale, usePageTitle } from '@mfe/shared-ui';
import { userDetailPath, USERS_PATH } from '@mfe/shared-ui/site/admin-navigation';
import { ListToolbar } from '../../../crud/components/ListToolbar';
import { pagedTableProps } from '../../../crud/components/pagedTableProps';
import { LoadFailedAlert } from '../../../crud/components/LoadFailedAlert';
import { useUserList } from '../hooks/useUserList';
import type { StaffUser } from '../userTypes';
import { ActiveTag, RoleTag } from './UserTags';
import { useMessages } from '../../../messages/messages';

/** /admin/user (issue 23): the staff accounts, server-paged and searched by name or e-mail (in the URL). */
export function UserListPage() {
  const navigate = useNavigate();
  const list = useUserList();
  const m = useMessages();
  const locale = useLocale();
  usePageTitle(m.usersTitle);

  const columns: TableColumnsType<StaffUser> = [
    {
      key: 'name',
      title: m.columnName,
      ellipsis: true,
      // A link, so the keyboard opens it too; the whole row opens it for the mouse.
      render: (_, row) => (
        <Link to={userDetailPath(row.id)} onClick={(event) => event.stopPropagation()}>
          {row.name}
        </Link>
      ),
    },
    { key: 'email', title: m.email, ellipsis: true, render: (_, row) => row.email },
    { key: 'role', title: m.role, width: 140, render: (_, row) => <RoleTag role={row.role} /> },
    { key: 'active', title: m.active, width: 110, render: (_, row) => <ActiveTag active={row.active} /> },
    {
      key: 'last_login',
      title: m.lastLogin,
      width: 200,
      responsive: ['md'],
      render: (_, row) => (row.last_login_at ? formatDate(row.last_login_at, locale, { withTime: true }) : m.neverLoggedIn),
    },
  ];

  return (
    <section aria-label={m.usersTitle}>
      <ListToolbar
        title={m.usersTitle}
        createTo={`${USERS_PATH}/create`}
        searchBy={m.userSearchBy}
        search={list.search}
        onSearch={list.setSearch}
        exportFrom={{ path: '/api/user', query: { search: list.search }, fileStem: 'user' }}
      />
      {list.isError && <LoadFailedAlert title={m.usersLoadFailed} onRetry={list.retry} />}
      <Table<StaffUser>
        rowKey="id"
        size="middle"
        columns={columns}
        onRow={(row) => ({ onClick: () => navigate(userDetailPath(row.id)), style: { cursor: 'pointer' } })}
        {...pagedTableProps(list, m.emptyUsers(list.search), m)}
      />
    </section>
  );
}
