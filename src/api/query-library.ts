export { createApi, fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
