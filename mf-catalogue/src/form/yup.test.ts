import { join } from 'node:path';
import { describeRemoteYup } from '@shop/shared/form/testing';
import { yup } from './yup';

describeRemoteYup(yup, join(__dirname, '..'));
