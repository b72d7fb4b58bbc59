// A chunk, handed the entry's consent store. Its data-src is the video's (or embed's) URL.
import { loadChunk } from '../../runtime/load-chunk';
import { defineBlockRuntime } from '../../runtime/block-runtime';
import { blockBehaviours } from '../../runtime/page-behaviour-block';
import { withConsent } from '../../common/consent/consent-loading';
import block from './consent-video.block';
import type * as ConsentVideo from './consent-video.chunk';
import { showVideoLink } from './video-link';

export default defineBlockRuntime({
  behaviours: blockBehaviours(block, {
    'consent-video': {
      load: withConsent(() => loadChunk<typeof ConsentVideo>('consent-video')),
      unavailable: showVideoLink,
      ownsDataSrc: true,
    },
  }),
});
