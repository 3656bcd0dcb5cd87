import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useOperationAbsent } from '../../api/capabilities/capabilities';
import { isOperationAbsent } from '../../api/errors/errors';
import { useMeasuredBootImages } from '../../api/resources/measuredBootImages';
import type { MeasuredBootImage } from '../../api/types';
import { Button } from '../../ui/controls/Button';
import { InfoIcon, PlusIcon } from '../../ui/icons';
import { Notice, isolatedText } from '../../ui/page/detail';
import { DataTable, DeleteRowButton } from '../../ui/list/DataTable';
import { ListPage } from '../../ui/list/ListPage';
import { ListToolbar } from '../../ui/list/ListToolbar';
import { tableBinding } from '../../ui/list/bindings';
import { loadState } from '../../ui/list/loadState';
import { useListParams } from '../../ui/list/useListParams';
import { Note } from '../../ui/feedback/Note';
import { useListDialog } from '../../ui/hooks/listDialog';
import { HIGHLIGHT_ROW_CLASS, useHighlight } from '../../ui/hooks/useHighlight';
import { DeleteImageDialog } from './DeleteImageDialog';
import { IMAGE_COLUMNS } from './imageColumns';
import { IMAGE_LIST, visibleImages } from './imageRows';
import { UploadImageDialog } from './UploadImageDialog';
import { AREA_HEADINGS } from '../../lib/areaHeadings';

const NOUN = { one: 'image', other: 'images' };
const SEARCH = { label: 'Search measured-boot images', by: 'file, description or ID' };
export function MeasuredBootImagesPage() {
  const { teamId = '' } = useParams();
  const images = useMeasuredBootImages(teamId);
  const list = useListParams(IMAGE_LIST);
  const absent = useOperationAbsent('measuredBootImages') || isOperationAbsent(images.error);

  const uploading = useListDialog();
  const [deleting, setDeleting] = useState<MeasuredBootImage | null>(null);
  const [highlightId, setHighlightId] = useHighlight();

  const all = useMemo(() => images.data ?? [], [images.data]);
  const rows = useMemo(() => visibleImages(all, list.params), [all, list.params]);
  const rowActions = useCallback(
    (image: MeasuredBootImage) => <DeleteRowButton name={image.filename} onClick={() => setDeleting(image)} />,
    [],
  );
  const rowClassName = useCallback(
    (image: MeasuredBootImage) => image.id === highlightId && HIGHLIGHT_ROW_CLASS,
    [highlightId],
  );

  if (absent) {
    return (
      <ListPage {...AREA_HEADINGS['measured-boot']}>
        <Notice icon={<InfoIcon className="size-4" />}>This server does not offer measured-boot images.</Notice>
      </ListPage>
    );
  }

  const uploadButton = (
    <Button variant="primary" icon={<PlusIcon className="size-3.5" />} onClick={uploading.show}>
      Upload image
    </Button>
  );
  const tableView = tableBinding(list, {
    columns: IMAGE_COLUMNS,
    rows,
    all,
    noun: NOUN,
    ready: images.isSuccess,
    search: SEARCH,
  });

  return (
    <ListPage {...AREA_HEADINGS['measured-boot']} actions={uploadButton}>
      <Note tone="info">
        A VM boots one of these images once it is attached from the VM’s Actions menu. Attaching needs SEV-SNP on for
        that VM (which in turn needs UEFI boot): the hardware then measures the image, so what boots can be attested.
        Attaching and detaching restart the VM.
      </Note>
      <ListToolbar {...tableView.toolbar} />
      <DataTable
        label={AREA_HEADINGS['measured-boot'].title}
        columns={IMAGE_COLUMNS}
        getRowKey={(image) => image.id}
        {...tableView.table}
        rowActions={rowActions}
        rowClassName={rowClassName}
        {...loadState(images, 'Measured-boot images could not be loaded')}
        empty={{
          title: 'No measured-boot images yet',
          description: 'Upload a UKI file to boot VMs with SEV-SNP from it.',
          action: uploadButton,
        }}
        className="min-w-[40rem] xl:min-w-[60rem]"
      />

      <UploadImageDialog
        teamId={teamId}
        {...uploading.props}
        onUploaded={(image) =>
          uploading.finish(`Image “${isolatedText(image.filename)}” uploaded.`, () => setHighlightId(image.id))
        }
      />
      <DeleteImageDialog teamId={teamId} target={deleting} onClose={() => setDeleting(null)} />
    </ListPage>
  );
}
