const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const webpack = require('webpack');

/** The peer's production build: one entry, CSS extracted to a file, served by the portal's preview server. */
module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: 'assets/[name].[contenthash:8].js',
    publicPath: '/',
    clean: true,
  },
  module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }] },
  plugins: [
    new webpack.DefinePlugin({
      'process.env.BENCH_USER_POOL_ID': JSON.stringify(process.env.BENCH_USER_POOL_ID ?? 'ap-northeast-1_bench'),
      'process.env.BENCH_CLIENT_ID': JSON.stringify(process.env.BENCH_CLIENT_ID ?? 'benchclient'),
      'process.env.BENCH_IDENTITY_ENDPOINT': JSON.stringify(process.env.BENCH_IDENTITY_ENDPOINT ?? ''),
    }),
    new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:8].css' }),
    new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
  ],
  performance: { hints: false },
};
