import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField';
import { TextInput } from '../TextInput';
import { FormModal } from './FormModal';

const meta = {
  title: 'Overlays/FormModal',
  component: FormModal,
  tags: ['snapshot-viewport'],
  // On docs pages each open dialog renders in its own frame, so dialogs neither cover the page nor trap its focus.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 480 } } },
  args: {
    formId: 'class-form',
    title: '新建班级',
    onClose: fn(),
    onSubmit: fn((event) => event.preventDefault()),
    saving: false,
    children: (
      <>
        <FormField label="班级名称" labelSuffix="：" required>
          <TextInput name="name" defaultValue="金融 2301" />
        </FormField>
        <FormField label="年级" labelSuffix="：">
          <TextInput name="grade" defaultValue="2023" />
        </FormField>
      </>
    ),
  },
} satisfies Meta<typeof FormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '新建班级' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Saving: Story = { args: { saving: true } };

export const Error: Story = {
  args: { failure: '班级名称已存在，请换一个名称。' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '新建班级' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('班级名称已存在');
  },
};
