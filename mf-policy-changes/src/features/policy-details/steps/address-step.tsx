import { POLICY_DETAILS_LABELS as LABELS } from '@portal/contract';
import { ClearWhen, OptionField, useFieldValue, YesNoField } from '@portal/forms';
import { Stack, TextareaField } from '@portal/ui';
import type { AddressFieldComponent, PolicyDetailsSetup } from '../policy-details-model';
import { GaragingFields } from './garaging-fields';

// Step 1 (policy-changes.md §2, §3, §5 'Policy details form'): the policy address, found by
// postcode or entered by hand, and its dwelling type; whether it is the home address (the home
// address's details when not); homeowner; property type - how the home is held; then where each
// vehicle is kept. Labels are the ones the messages quote: 'The "Homeowner" field is required.'

interface AddressStepProps {
  readonly setup: PolicyDetailsSetup;
  readonly AddressField: AddressFieldComponent;
}

export function AddressStep({ setup, AddressField }: AddressStepProps) {
  const { policy, options } = setup;
  const homeAddress = useFieldValue('home_address');
  return (
    <>
      <AddressField name="address" legend="Policy address" />
      <OptionField
        name="address.dwelling_type"
        label="Dwelling type"
        description="The kind of building at the policy address"
        required
        options={options.dwelling_type}
      />
      <YesNoField
        name="home_address"
        label={LABELS.home_address}
        description="Is the policy address your home address?"
        required
      />
      <ClearWhen when={homeAddress === true} fields={['home_address_info']} />
      {homeAddress === false ? (
        <TextareaField
          name="home_address_info"
          label={LABELS.home_address_info}
          description="Your home address, and why the vehicle is insured at another"
          required
          rows={3}
        />
      ) : null}
      <YesNoField
        name="home_owner"
        label={LABELS.home_owner}
        description="Do you own your home?"
        required
      />
      <OptionField
        name="property_type"
        label={LABELS.property_type}
        description="Whether your home is owned, rented or shared"
        required
        options={options.property_type}
      />
      <Stack gap="lg">
        {policy.vehicles.map((vehicle, index) => (
          <GaragingFields
            key={vehicle.ID}
            prefix={`vehicles.${index}`}
            vehicle={vehicle}
            AddressField={AddressField}
          />
        ))}
      </Stack>
    </>
  );
}
