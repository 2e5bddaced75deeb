import { expectTypeOf, test } from 'vitest';
import type { AgreedValueDocumentSlot, agreedValueEndpoints } from './agreed-value';
import type { BodyOf, CallInput, CallOutput } from './endpoint';
import type { PolicyDetailsPayload, policyDetailsEndpoints } from './policy-details';
import type { RequiredDocument, requiredDocumentEndpoints } from './required-documents';
import type {
  checkVehicleField,
  VehicleMake,
  VehicleSearchResult,
  vehicleFinderEndpoints,
} from './vehicle-finder';
import type { VehicleChangeType, vehicleEndpoints } from './vehicles';

type ChangeVehicle = typeof vehicleEndpoints.changeVehicle;
type RemoveVehicle = typeof vehicleEndpoints.removeVehicle;
type ValidateField = typeof vehicleFinderEndpoints.validateVehicleField;
type Lookup = typeof vehicleFinderEndpoints.lookupRegistration;
type SubmitAgreedValue = typeof agreedValueEndpoints.submitAgreedValue;
type Upload = typeof requiredDocumentEndpoints.uploadRequiredDocuments;

test('changing a vehicle needs the policy, the vehicle and a change type; it answers a message', () => {
  expectTypeOf<CallInput<ChangeVehicle>['params']>().toEqualTypeOf<
    Record<'id' | 'vehicleId', string | number>
  >();
  expectTypeOf<BodyOf<ChangeVehicle>['change_type']>().toEqualTypeOf<VehicleChangeType>();
  expectTypeOf<CallOutput<ChangeVehicle>>().toEqualTypeOf<string>();

  const quickEdit: CallInput<ChangeVehicle> = {
    params: { id: 3, vehicleId: 34 },
    body: { change_type: 'update', vehicle: { registration: 'AB12CDE' } },
  };
  void quickEdit;
  // @ts-expect-error the change type is required
  const noType: BodyOf<ChangeVehicle> = { vehicle: { registration: 'AB12CDE' } };
  void noType;
  // @ts-expect-error the change type is 'replacement' or 'update'
  const wrongType: BodyOf<ChangeVehicle> = { change_type: 'swap' };
  void wrongType;
  // @ts-expect-error the vehicle id is required
  const noVehicle: CallInput<RemoveVehicle> = { params: { id: 3 } };
  void noVehicle;
});

test('the quick-edit check takes a field and a value and answers the stored value', () => {
  expectTypeOf<BodyOf<ValidateField>>().toEqualTypeOf<{
    field: string;
    value: string | number | boolean;
  }>();
  expectTypeOf<CallOutput<ValidateField>>().toEqualTypeOf<{
    field: string;
    value: string | number | boolean;
  }>();
  type Checked = Extract<ReturnType<typeof checkVehicleField>, { success: true }>;
  expectTypeOf<Checked['body']>().toExtend<BodyOf<ChangeVehicle>>();
  // @ts-expect-error a value is needed
  const noValue: BodyOf<ValidateField> = { field: 'vehicle.registration' };
  void noValue;
});

test('a registration lookup takes a registration and answers a search result', () => {
  expectTypeOf<BodyOf<Lookup>>().toEqualTypeOf<{ registration: string }>();
  expectTypeOf<CallOutput<Lookup>>().toEqualTypeOf<VehicleSearchResult>();
  expectTypeOf<VehicleSearchResult['doors']>().toEqualTypeOf<number>();
  expectTypeOf<CallOutput<typeof vehicleFinderEndpoints.getMakesAndModels>>().toEqualTypeOf<
    VehicleMake[]
  >();
  // @ts-expect-error the registration is text
  const numeric: BodyOf<Lookup> = { registration: 123 };
  void numeric;
});

test('the policy details change sends drivers and vehicles as lists', () => {
  type Change = typeof policyDetailsEndpoints.changePolicyDetails;
  expectTypeOf<BodyOf<Change>>().toEqualTypeOf<PolicyDetailsPayload>();
  expectTypeOf<CallOutput<Change>>().toEqualTypeOf<string>();
  const payload: PolicyDetailsPayload = {
    home_address: true,
    drivers: [{ ID: 12, occupation_changed: false }],
    vehicles: [{ ID: 34, annual_mileage: 8000, same_address: true }],
  };
  void payload;
  // @ts-expect-error drivers are a list, not keyed by id
  const keyed: PolicyDetailsPayload = { drivers: { 12: { ID: 12 } } };
  void keyed;
});

test('the agreed-value submit is multipart with a step, payload and files', () => {
  expectTypeOf<CallInput<SubmitAgreedValue>['params']>().toEqualTypeOf<
    Record<'id' | 'step', string | number>
  >();
  expectTypeOf<BodyOf<SubmitAgreedValue>['evidence']>().toEqualTypeOf<Blob[] | undefined>();
  expectTypeOf<CallOutput<typeof agreedValueEndpoints.getAgreedValueDocuments>>().toEqualTypeOf<
    AgreedValueDocumentSlot[]
  >();
  expectTypeOf<AgreedValueDocumentSlot['tooltips']>().toEqualTypeOf<string[]>();
  // @ts-expect-error a condition rating is poor, average, good or excellent
  const rating: BodyOf<SubmitAgreedValue> = { payload: { condition: { bodywork: 'great' } } };
  void rating;
});

test('required documents are listed and uploaded with a known type and files', () => {
  expectTypeOf<CallOutput<typeof requiredDocumentEndpoints.getRequiredDocuments>>().toEqualTypeOf<
    RequiredDocument[]
  >();
  expectTypeOf<BodyOf<Upload>['data']>().toEqualTypeOf<Blob[] | undefined>();
  const upload: BodyOf<Upload> = { type: 'vehicle_photos', data: [new Blob(['x'])] };
  void upload;
  // @ts-expect-error the type is one of the upload types
  const unknownType: BodyOf<Upload> = { type: 'selfie', data: [] };
  void unknownType;
});
