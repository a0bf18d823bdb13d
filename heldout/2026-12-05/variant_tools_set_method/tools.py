from base import ParallelTool


def _coverage(region):
    start, end = region
    return end - start


class Aligner(ParallelTool):
    process_region = staticmethod(_coverage)


class VariantCaller(ParallelTool):
    process_region = staticmethod(_coverage)
