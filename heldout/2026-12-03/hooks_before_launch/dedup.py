import torch

from events import on


@on("before_launch")
def build_dedup_index(state):
    state["unique_ids"] = torch.unique(state["ids"])


@on("before_launch")
def log_size(state):
    state["log"].append(f"{state['ids'].numel()} ids, {state['unique_ids'].numel()} unique")
