import type { MeasuredBootImage } from '../../api/types';
import { TextCell } from '../../ui/list/cells';
import { createdColumn, idColumn, sizeColumn } from '../../ui/list/commonColumns';
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
    value: (image) => image.filename,
  },
  {
    key: 'description',
    header: 'Description',
    className: 'max-w-0',
    skeleton: 'w-48',
    cell: (image) => <TextCell text={image.description} className="text-fg-muted" />,
    value: (image) => image.description,
  },
  { ...sizeColumn((image: MeasuredBootImage) => image.size), hideBelow: 'xl' },
  { ...createdColumn((image: MeasuredBootImage) => image.created), hideBelow: 'xl' },
  idColumn(
    (image) => image.id,
    (image) => image.filename,
  ),
];
