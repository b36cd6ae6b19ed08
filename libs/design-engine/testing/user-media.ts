// The user media of the media checks (render/media-quality.slow.spec.ts) and of the media contact sheets
// (bench/render-samples-media.ts), prepared once as a request would: the same set in both places.
import { prepareMedia } from '../media/prepare';
import { PreparedMedia } from '../media/types';
import { logoPng } from './fixtures';
import { appScreenshot, FixturePhoto, groupPhoto, monoLogo, panoramaPhoto, personPhoto } from './photo-fixtures';

export interface UserMedia {
  /** The photos as drawn, with their head boxes (what no crop may cut). */
  fixtures: { person: FixturePhoto; group: FixturePhoto; pano: FixturePhoto };
  gym: PreparedMedia;
  team: PreparedMedia;
  lake: PreparedMedia;
  screen: PreparedMedia;
  darkLogo: PreparedMedia;
  blueLogo: PreparedMedia;
  lightLogo: PreparedMedia;
}

export async function preparedUserMedia(): Promise<UserMedia> {
  const [person, group, pano] = await Promise.all([personPhoto(), groupPhoto(), panoramaPhoto()]);
  const { media } = await prepareMedia([
    { kind: 'photo', data: person.data },
    { kind: 'photo', data: group.data },
    { kind: 'photo', data: pano.data },
    { kind: 'photo', data: await appScreenshot() },
    { kind: 'logo', data: await monoLogo('#1c1c1c') },
    { kind: 'logo', data: await logoPng() },
    { kind: 'logo', data: await monoLogo('#f4efe6') },
  ]);
  const [gym, team, lake, screen, darkLogo, blueLogo, lightLogo] = media;
  return { fixtures: { person, group, pano }, gym, team, lake, screen, darkLogo, blueLogo, lightLogo };
}
