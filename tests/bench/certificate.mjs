// The benches serve over HTTPS, as a CDN serves a site: HTTP/2 needs TLS in every browser. The
// certificate is made at run time, once per process, with Debian's openssl (a P-256 key, valid a
// day, for the address 127.0.0.1), and Chromium is told to trust its key by the hash of it
// (--ignore-certificate-errors-spki-list, as WebPageReplay does). A certificate Chromium merely
// ignores the errors of (`ignoreHTTPSErrors`, --ignore-certificate-errors) is not quite a valid
// one: Chromium keeps some of what such a site sends out of its caches (the repeat views read them).
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let made;

/** { key, cert } in PEM for a server on 127.0.0.1, and `spki`, the base64 SHA-256 of its public key. */
export function benchCertificate() {
  if (made) return made;
  const folder = mkdtempSync(join(tmpdir(), 'site-widgets-tls-'));
  try {
    const [key, cert] = [join(folder, 'key.pem'), join(folder, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-days',
        '1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'pipe' },
    );
    made = { key: readFileSync(key), cert: readFileSync(cert) };
  } catch (error) {
    throw new Error(`The benches need openssl to make their certificate (apt-get install openssl): ${error.message}`, {
      cause: error,
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const publicKey = new X509Certificate(made.cert).publicKey.export({ type: 'spki', format: 'der' });
  made.spki = createHash('sha256').update(publicKey).digest('base64');
  return made;
}

/** Chromium's flag that trusts the bench certificate (it needs --user-data-dir, which every launch here has). */
export const trustBenchCertificate = () => `--ignore-certificate-errors-spki-list=${benchCertificate().spki}`;
