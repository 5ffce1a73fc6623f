import { userLoggedOut } from '../identity/actions';
import { eligibilityTargetSet, navigationContextSlice, originatingServiceSet } from './navigation-context-slice';
import { originatingServiceFrom, serviceRouteFor } from './originating-service';

describe('originating service', () => {
  it('is read from the service query first, then from navigation state', () => {
    expect(originatingServiceFrom('?service=otc', undefined)).toBe('otc');
    expect(originatingServiceFrom('?service=my-kenshin', { service: 'otc' })).toBe('my-kenshin');
    expect(originatingServiceFrom('', { service: 'eligibility-certificate' })).toBe('eligibility-certificate');
    expect(originatingServiceFrom('?x=1', null)).toBeUndefined();
  });

  it('ignores unknown values, in the query and in state', () => {
    expect(originatingServiceFrom('?service=evil', undefined)).toBeUndefined();
    expect(originatingServiceFrom('?service=https://evil.example', { service: 'OTC' })).toBeUndefined();
    expect(originatingServiceFrom('?service=evil', { service: 'otc' })).toBe('otc');
    expect(originatingServiceFrom('', { service: ['otc'] })).toBeUndefined();
    expect(originatingServiceFrom('', 'otc')).toBeUndefined();
  });

  it('decides the return route: the service’s entry, else the service list', () => {
    expect(serviceRouteFor('otc')).toBe('OtcSignin');
    expect(serviceRouteFor('my-kenshin')).toBe('MyKenshinSignin');
    expect(serviceRouteFor('eligibility-certificate')).toBe('EligibilityCertificateSignin');
    expect(serviceRouteFor(undefined)).toBe('AccountHome');
  });
});

describe('navigation context slice', () => {
  const reducer = navigationContextSlice.reducer;

  it('records and clears the service and the interrupted route; signing out forgets both', () => {
    let state = reducer(undefined, originatingServiceSet('otc'));
    state = reducer(state, eligibilityTargetSet({ name: 'OtcSignin', search: '' }));
    expect(state).toEqual({ service: 'otc', eligibilityTarget: { name: 'OtcSignin', search: '' } });
    expect(reducer(state, originatingServiceSet(undefined)).service).toBeUndefined();
    expect(reducer(state, userLoggedOut())).toEqual({});
  });
});
