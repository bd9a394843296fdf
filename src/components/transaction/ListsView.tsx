import type { Transaction } from '../../domain/transaction.ts';
import { storageURL } from '../../routes/urls.ts';
import { DetailList, DetailRow } from '../DetailRow.tsx';
import { HashValue } from '../HashValue.tsx';
import { QuantityValue } from '../QuantityValue.tsx';
import { AddressValue } from '../AddressValue.tsx';
import { RecoveredAuthority } from '../verify/RecoveredAuthority.tsx';

export function AccessListView({ list }: { list: NonNullable<Transaction['accessList']> }) {
  return (
    <section data-testid="access-list">
      <h2 className="mb-2 text-sm font-semibold">
        Access list ({list.length} {list.length === 1 ? 'address' : 'addresses'})
      </h2>
      {list.length === 0 ? (
        <p className="text-sm text-slate-500">Empty.</p>
      ) : (
        <DetailList>
          {list.map((entry, i) => (
            <DetailRow key={`${entry.address}-${i}`} label={`Address ${i}`}>
              <AddressValue address={entry.address} />
              <ul className="mt-1 space-y-0.5 pl-4">
                {entry.storageKeys.map((key) => (
                  <li key={key}>
                    <HashValue value={key} to={storageURL(entry.address, { slot: key })} />
                  </li>
                ))}
                {entry.storageKeys.length === 0 && <li className="text-xs text-slate-500">no storage keys</li>}
              </ul>
            </DetailRow>
          ))}
        </DetailList>
      )}
    </section>
  );
}

export function AuthorizationListView({ list }: { list: NonNullable<Transaction['authorizationList']> }) {
  return (
    <section data-testid="authorization-list">
      <h2 className="mb-2 text-sm font-semibold">Authorization list ({list.length})</h2>
      <DetailList>
        {list.map((auth, i) => (
          <DetailRow key={`${auth.address}-${i}`} label={`Authorization ${i}`}>
            <div className="space-y-1">
              <div>
                delegate to <AddressValue address={auth.address} />
              </div>
              <RecoveredAuthority auth={auth} />
              <div className="flex flex-wrap gap-4 text-xs">
                <span>
                  chain <QuantityValue value={auth.chainId} name={`authorization ${i} chain id`} />
                </span>
                <span>
                  nonce <QuantityValue value={auth.nonce} name={`authorization ${i} nonce`} />
                </span>
                <span>
                  yParity <QuantityValue value={auth.yParity} name={`authorization ${i} yParity`} />
                </span>
              </div>
              <div className="text-xs">
                r <HashValue value={auth.r} />
              </div>
              <div className="text-xs">
                s <HashValue value={auth.s} />
              </div>
            </div>
          </DetailRow>
        ))}
      </DetailList>
    </section>
  );
}
