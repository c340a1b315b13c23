import type { ReactNode } from 'react';
import { Col, Form, Row, type FormItemProps } from 'antd';

interface TranslatedFormItemsProps {
  /** The form names of the English text and of its Indonesian twin. */
  names: { en: FormItemProps['name']; id: FormItemProps['name'] };
  /** Each half's label in its own language, whatever the admin's ('Description (English)', 'Deskripsi (Indonesia)'). */
  labels: { en: string; id: string };
  /** Help under the English half. */
  extra?: ReactNode;
  /** The English half's rules (the twin may stay empty: the pages then show the English text). */
  rules?: FormItemProps['rules'];
  /** The Indonesian half's (its length). */
  twinRules?: FormItemProps['rules'];
  /** The control of one half, in its language. */
  control: (lang: 'en' | 'id') => ReactNode;
}

/**
 * A text and its Indonesian twin side by side (issue 22): English left, Indonesian right on wide
 * screens, stacked on phones, each labelled in its own language and marked with its `lang`.
 */
export function TranslatedFormItems({ names, labels, extra, rules, twinRules, control }: TranslatedFormItemsProps) {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name={names.en} label={<span lang="en">{labels.en}</span>} extra={extra} rules={rules}>
          {control('en')}
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={names.id} label={<span lang="id">{labels.id}</span>} rules={twinRules}>
          {control('id')}
        </Form.Item>
      </Col>
    </Row>
  );
}
