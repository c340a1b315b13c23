// Style sheets are bundled by style-loader (webpack) and stubbed in jest.
declare module '*.css';
