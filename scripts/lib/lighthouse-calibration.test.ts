import { benchCpuSlowdown, calibratedCpuSlowdown, median } from './lighthouse-calibration';

describe('Lighthouse CPU slowdown calibration', () => {
  it('follows the docs table: 1x on a mid-tier mobile, 2x on a low-end desktop, 4x on a high-end desktop', () => {
    expect(calibratedCpuSlowdown(600)).toBe(1);
    expect(calibratedCpuSlowdown(1250)).toBe(2);
    expect(calibratedCpuSlowdown(1750)).toBe(4);
  });

  it('interpolates within and scales above the brackets, up to the docs range of 10x', () => {
    expect(calibratedCpuSlowdown(1500)).toBe(3);
    expect(calibratedCpuSlowdown(2625)).toBe(6);
    expect(calibratedCpuSlowdown(9000)).toBe(10);
  });

  it("keeps Lighthouse's default without a usable index", () => {
    expect(calibratedCpuSlowdown(Number.NaN)).toBe(4);
    expect(calibratedCpuSlowdown(0)).toBe(4);
  });

  it("runs the bench at the calibrated slowdown, never below Lighthouse's default", () => {
    expect(benchCpuSlowdown(1245, 4)).toEqual({ calibrated: 2, slowdown: 4 });
    expect(benchCpuSlowdown(Number.NaN, 4)).toEqual({ calibrated: 4, slowdown: 4 });
    expect(benchCpuSlowdown(3499, 4)).toEqual({ calibrated: 8, slowdown: 8 });
  });

  it('takes medians', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });
});
