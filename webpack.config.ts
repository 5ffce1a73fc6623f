import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

const buildVariables = ['PORTAL_ENV', 'PORTAL_IDENTITY_ENDPOINT', 'PORTAL_SHOP_SSO_URL', 'PORTAL_CHECKUP_CALLBACK_URL', 'PORTAL_TAG_MANAGER_ID'];

export default (_env: unknown, argv: { mode?: string }): webpack.Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode === 'production';
  const apiTarget = process.env.PORTAL_API_PROXY_TARGET ?? 'http://127.0.0.1:4011';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/main.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        { test: /\.tsx?$/, loader: 'ts-loader', exclude: /node_modules/, options: { transpileOnly: true } },
        { test: /\.(svg|png|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(
        Object.fromEntries(buildVariables.map((key) => [`process.env.${key}`, JSON.stringify(process.env[key] ?? '')])),
      ),
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
    ],
    performance: { hints: false },
    devServer: {
      port: Number(process.env.PORT ?? 8080),
      host: '127.0.0.1',
      allowedHosts: 'all',
      // disableDotRule: /500.html is a route of the app (spec section 2), not a file.
      historyApiFallback: { disableDotRule: true },
      hot: false,
      liveReload: !process.env.CI,
      client: { overlay: false },
      proxy: [{ context: ['/api'], target: apiTarget }],
    },
  };
};
