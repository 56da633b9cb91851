import type { FormProps } from '@rjsf/core';
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { cspSafeValidator } from './csp-safe-validator';
import { AddRecordButton } from './widgets/add-record-button';
import { ChoiceCheckboxesWidget, ChoiceRadioWidget } from './widgets/choice-group-widgets';
import { CityPickerField } from './widgets/city-picker-field';
import { DescribedInputTemplate } from './widgets/described-input-template';
import { DescriptionTemplate } from './widgets/description-template';
import { FileUploadField } from './widgets/file-upload-field';
import { MetroAreaWidget } from './widgets/metro-area-widget';
import { MetroAreasField } from './widgets/metro-areas-field';
import { PhoneWidget } from './widgets/phone-widget';
import { RangeWidget } from './widgets/range-widget';
import { ResumeUploadField } from './widgets/resume-upload-field';
import { SearchSelectWidget } from './widgets/search-select-widget';
import { SectionTitleTemplate } from './widgets/section-title-template';
import { ServiceTierWidget } from './widgets/service-tier-widget';
import { SkillRatingsField } from './widgets/skill-ratings-field';
import { TextLengthWidget } from './widgets/text-length-widget';
import { WholeNumberField } from './widgets/whole-number-field';

const widgets: RegistryWidgetsType = {
  RadioWidget: ChoiceRadioWidget,
  CheckboxesWidget: ChoiceCheckboxesWidget,
  phone: PhoneWidget,
  metroArea: MetroAreaWidget,
  searchSelect: SearchSelectWidget,
  TextareaWidget: TextLengthWidget,
  serviceTier: ServiceTierWidget,
  RangeWidget,
};
const templates = {
  ButtonTemplates: { AddButton: AddRecordButton },
  BaseInputTemplate: DescribedInputTemplate,
  TitleFieldTemplate: SectionTitleTemplate,
  DescriptionFieldTemplate: DescriptionTemplate,
};
const fields: RegistryFieldsType = {
  cityPicker: CityPickerField,
  skillRatings: SkillRatingsField,
  resumeUpload: ResumeUploadField,
  fileUpload: FileUploadField,
  metroAreas: MetroAreasField,
  // Every integer answer: "1e5" is refused with the question's message rather than saved as 100000.
  NumberField: WholeNumberField,
};

/**
 * The RJSF parts every flow step's form is drawn with, whatever the flow: the app's widgets, fields and templates,
 * and how the form checks and fills answers. Spread into the `<Form>`; what differs by step is passed beside it.
 */
export const flowFormParts = {
  validator: cspSafeValidator,
  widgets,
  templates,
  fields,
  // The step is checked by the flow engine (validateStep) when it is saved, not by RJSF on submit.
  noValidate: true,
  // The schema's own messages, not the browser's bubbles (a URL typed without https://).
  noHtml5Validate: true,
  // An option list is a oneOf of consts; RJSF would take the first const as the default, so an untouched select
  // would read "Associate of Arts" and save it. A choice starts empty until the person makes it.
  experimental_defaultFormStateBehavior: { constAsDefaults: 'never' },
  // The step draws its own list of problems, each a link to its question.
  showErrorList: false,
} as const satisfies Partial<FormProps<Record<string, unknown>>>;
