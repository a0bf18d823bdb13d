import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import settings
from validation import validate_meter


def make_executor():
    return ProcessPoolExecutor(max_workers=settings.WORKERS,
                               mp_context=multiprocessing.get_context(settings.START_METHOD))


def validate_all(meter_ids):
    with make_executor() as ex:
        return list(ex.map(validate_meter, meter_ids, [settings.READS_PER_METER] * len(meter_ids)))
