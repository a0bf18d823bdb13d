from .boxes import batched_iou, nms_counts
