import { useId, useState } from 'react';
import { Collapse } from '@govtechsg/sgds-react/Collapse';
import { ExternalLink } from './external-link';
import { LionHeadIcon } from './lion-head-icon';

/**
 * The Singapore Government masthead every official site carries, with its "How to identify"
 * explanation. SGDS v2 ships it only as a separate web component; this is the same content as
 * plain markup, so it needs no script of its own and is checked by the same accessibility tests.
 */
export function Masthead() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="portal-masthead">
      <div className="container-fluid portal-masthead-bar">
        <LionHeadIcon />
        <span>A Singapore Government Agency Website</span>
        <button
          type="button"
          className="portal-masthead-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          How to identify
        </button>
      </div>
      <Collapse in={open}>
        <div id={panelId}>
          <div className="container-fluid portal-masthead-panel">
            <div>
              <p className="portal-masthead-heading">Official website links end with .gov.sg</p>
              <p>
                Government agencies communicate via .gov.sg websites (e.g. go.gov.sg/open).{' '}
                <ExternalLink href="https://go.gov.sg/trusted-sites">Trusted websites</ExternalLink>
              </p>
            </div>
            <div>
              <p className="portal-masthead-heading">Secure websites use HTTPS</p>
              <p>
                Look for a lock or https:// as an added precaution. Share sensitive information only
                on official, secure websites.
              </p>
            </div>
          </div>
        </div>
      </Collapse>
    </div>
  );
}
