import { useBootFacts } from '../../api/vms/bootSettings';
import { useMeasuredBootImages } from '../../api/resources/measuredBootImages';
import type { Vm } from '../../api/types';
import { useClock } from '../../ui/values/clock';
import { DetailItem } from '../../ui/page/detail';
import { bootFactText, bootModeWords, measuredBootWords, NOT_REPORTED, sevWords } from './bootFactText';

/** Boot mode, SEV and measured boot: what the server reports, else what this tab set, else that nothing says. */
export function VmBootFacts({ teamId, vm }: { teamId: string; vm: Vm }) {
  const facts = useBootFacts(teamId, vm);
  // The images are read only to name one this VM is known to boot from.
  const images = useMeasuredBootImages(
    teamId,
    facts.ukiImageId.source !== 'unknown' && facts.ukiImageId.value !== null,
  );
  const imageName = (id: string) => images.data?.find((image) => image.id === id)?.filename ?? null;
  const now = useClock();
  const shown = (text: string) => <span className={text === NOT_REPORTED ? 'text-fg-subtle' : undefined}>{text}</span>;
  return (
    <>
      <DetailItem term="Boot mode">{shown(bootFactText(facts.uefi, bootModeWords, now))}</DetailItem>
      <DetailItem term="SEV-SNP">{shown(bootFactText(facts.sev, sevWords, now))}</DetailItem>
      <DetailItem term="Measured boot">
        {shown(bootFactText(facts.ukiImageId, measuredBootWords(imageName), now))}
      </DetailItem>
    </>
  );
}
