import { Tag } from 'antd';
import type { StaffRole } from '@mfe/catalogue-core';
import { useMessages } from '../../../messages/messages';

/** 'Administrator' (gold) or 'Editor'. */
export function RoleTag({ role }: { role: StaffRole }) {
  const m = useMessages();
  return <Tag color={role === 'admin' ? 'gold' : 'blue'}>{m.roleName(role)}</Tag>;
}

/** 'Active' (green) or 'Inactive'. */
export function ActiveTag({ active }: { active: boolean }) {
  const m = useMessages();
  return <Tag color={active ? 'green' : 'default'}>{active ? m.active : m.inactive}</Tag>;
}
