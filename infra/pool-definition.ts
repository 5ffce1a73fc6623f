import fs from 'node:fs';
import path from 'node:path';
import { parse, type Tags, type YAMLMap, type YAMLSeq } from 'yaml';

/**
 * Reads infra/member-portal-pool.yaml, the CloudFormation template of the deployed user pool and app client, for
 * the local identity stack (local-stack/identity/pool.ts) and the tests that hold the two together. CloudFormation's
 * short-form tags (!Ref, !Sub, !GetAtt, ...) become their long form ({ Ref: ... }, { 'Fn::Sub': ... }).
 */

export const POOL_TEMPLATE_FILE = path.join(__dirname, 'member-portal-pool.yaml');

const FUNCTIONS = [
  'Ref',
  'Sub',
  'GetAtt',
  'Equals',
  'If',
  'Not',
  'And',
  'Or',
  'Join',
  'Select',
  'Split',
  'FindInMap',
  'Base64',
  'GetAZs',
  'ImportValue',
  'Condition',
];

const longName = (name: string) => (name === 'Ref' || name === 'Condition' ? name : `Fn::${name}`);

/** `!GetAtt A.B` is `{ 'Fn::GetAtt': ['A', 'B'] }`; every other scalar form keeps its string. */
const scalarValue = (name: string, value: string): unknown => (name === 'GetAtt' ? value.split('.') : value);

const cloudFormationTags: Tags = FUNCTIONS.flatMap((name) => [
  { tag: `!${name}`, resolve: (value: string) => ({ [longName(name)]: scalarValue(name, value) }) },
  {
    tag: `!${name}`,
    collection: 'seq' as const,
    resolve: (value: YAMLMap.Parsed | YAMLSeq.Parsed) => ({ [longName(name)]: value.toJSON() }),
  },
  {
    tag: `!${name}`,
    collection: 'map' as const,
    resolve: (value: YAMLMap.Parsed | YAMLSeq.Parsed) => ({ [longName(name)]: value.toJSON() }),
  },
]);

type Properties = Record<string, unknown>;

export interface PasswordPolicy {
  MinimumLength: number;
  RequireLowercase: boolean;
  RequireNumbers: boolean;
  RequireUppercase: boolean;
  RequireSymbols: boolean;
  TemporaryPasswordValidityDays: number;
}

export interface SchemaAttribute {
  Name: string;
  AttributeDataType: string;
  Mutable: boolean;
  Required: boolean;
  StringAttributeConstraints?: { MinLength: string; MaxLength: string };
}

export interface PoolDefinition {
  pool: {
    UsernameAttributes: string[];
    UsernameConfiguration: { CaseSensitive: boolean };
    AutoVerifiedAttributes: string[];
    Policies: { PasswordPolicy: PasswordPolicy; SignInPolicy?: { AllowedFirstAuthFactors: string[] } };
    UserPoolTier?: string;
    /** `!Ref PortalDomain` in the template: the portal's host name, given per environment. */
    WebAuthnRelyingPartyID?: unknown;
    WebAuthnUserVerification?: 'required' | 'preferred';
    MfaConfiguration: 'OFF' | 'ON' | 'OPTIONAL';
    EnabledMfas: string[];
    Schema: SchemaAttribute[];
  };
  client: {
    ClientName: string;
    GenerateSecret: boolean;
    ExplicitAuthFlows: string[];
    AccessTokenValidity: number;
    IdTokenValidity: number;
    RefreshTokenValidity: number;
    TokenValidityUnits: { AccessToken: string; IdToken: string; RefreshToken: string };
    AuthSessionValidity: number;
    EnableTokenRevocation: boolean;
    PreventUserExistenceErrors: string;
  };
  /** The whole parsed template, for checks beyond the settings above. */
  /** The user pool resource's Metadata: settings CloudFormation has no property for (PasskeyFactorConfiguration). */
  poolMetadata: { PasskeyFactorConfiguration?: 'SINGLE_FACTOR' | 'MULTI_FACTOR_WITH_USER_VERIFICATION' };
  template: {
    Resources: Record<string, { Type: string; Properties: Properties; Metadata?: Properties }>;
    Rules?: Properties;
    Outputs?: Properties;
  };
}

const resourceOfType = (template: PoolDefinition['template'], type: string) => {
  const found = Object.values(template.Resources).filter((resource) => resource.Type === type);
  if (found.length !== 1) throw new Error(`${POOL_TEMPLATE_FILE}: expected one ${type}, found ${found.length}`);
  return found[0] ?? { Type: type, Properties: {} };
};

export const parsePoolTemplate = (text: string): PoolDefinition => {
  const template = parse(text, { customTags: cloudFormationTags }) as PoolDefinition['template'];
  return {
    pool: (resourceOfType(template, 'AWS::Cognito::UserPool').Properties ?? {}) as unknown as PoolDefinition['pool'],
    client: (resourceOfType(template, 'AWS::Cognito::UserPoolClient').Properties ??
      {}) as unknown as PoolDefinition['client'],
    poolMetadata: (resourceOfType(template, 'AWS::Cognito::UserPool').Metadata ?? {}) as PoolDefinition['poolMetadata'],
    template,
  };
};

let cached: PoolDefinition | undefined;

export const poolDefinition = (): PoolDefinition =>
  (cached ??= parsePoolTemplate(fs.readFileSync(POOL_TEMPLATE_FILE, 'utf8')));
