/** Runtime names src/deviceCheck/index.ts exports (the exports test checks them). */
export const DEVICE_CHECK_EXPORTS: string[] = ['DeviceCheckList', 'defaultDeviceCheckListLabels', 'deviceCheckListLabelsEnUS'];
