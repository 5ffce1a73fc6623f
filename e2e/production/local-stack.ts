// The local stack's parts the production e2e project starts (one place to follow when they move to local-stack/).
export { startApiGateway } from '../../mocks/api/gateway';
export { startIdentityStack } from '../../mocks/identity/stack';
export { freePort, startChild, waitForHttp } from '../../scripts/lib/processes';
export { seed } from '../../scripts/seed';
