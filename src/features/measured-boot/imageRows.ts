import type { MeasuredBootImage } from '../../api/types';
import { sortBy } from '../../ui/list/filterAndSort';
import { defineListView } from '../../ui/list/listView';

function imageSearchText(image: MeasuredBootImage): string[] {
  return [image.filename, image.description, image.id];
}

/** Newest first, so an image just uploaded is at the top. */
export const { spec: IMAGE_LIST, visible: visibleImages } = defineListView({
  sort: {
    name: ['asc', sortBy.text((image: MeasuredBootImage) => image.filename)],
    size: ['desc', sortBy.number((image: MeasuredBootImage) => image.size)],
    created: ['desc', sortBy.time((image: MeasuredBootImage) => image.created)],
  },
  defaultSort: 'created',
  searchText: imageSearchText,
  tieBreak: ['name', sortBy.id((image: MeasuredBootImage) => image.id)],
});
