from concurrent.futures import ProcessPoolExecutor

from hydrants import flow_test, network_summary


class FlowTestCampaign:
    def __init__(self, blocks, hydrants_per_block, samples, workers=2):
        self.blocks, self.hydrants, self.samples, self.workers = blocks, hydrants_per_block, samples, workers

    def run(self):
        with ProcessPoolExecutor(max_workers=self.workers) as ex:
            residuals = list(ex.map(flow_test, range(self.blocks),
                                    [self.hydrants] * self.blocks, [self.samples] * self.blocks))
        return network_summary(residuals)
