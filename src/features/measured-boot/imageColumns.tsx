import type { MeasuredBootImage } from '../../api/types';
import { IdCell, TextCell } from '../../ui/list/cells';
import { createdColumn, sizeColumn } from '../../ui/list/commonColumns';
import type { Column } from '../../ui/list/DataTable';

export type ImageSortKey = 'name' | 'size' | 'created';

export const IMAGE_COLUMNS: Column<MeasuredBootImage, ImageSortKey>[] = [
  {
    key: 'name',
    header: 'File',
    sortKey: 'name',
    width: 'w-[18rem]',
    className: 'max-w-0',
    skeleton: 'w-40',
    cell: (image) => <TextCell text={image.filename} className="font-medium" />,
  },
  {
    key: 'description',
    header: 'Description',
    className: 'max-w-0',
    skeleton: 'w-48',
    cell: (image) => <TextCell text={image.description} className="text-fg-muted" />,
  },
  { ...sizeColumn((image: MeasuredBootImage) => image.size), hideBelow: 'xl' },
  { ...createdColumn((image: MeasuredBootImage) => image.created), hideBelow: 'xl' },
  {
    key: 'id',
    hideBelow: 'xl',
    header: 'ID',
    width: 'w-[8rem]',
    className: 'max-w-0',
    skeleton: 'w-24',
    cell: (image) => <IdCell id={image.id} name={image.filename} />,
  },
];
