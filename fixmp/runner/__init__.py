"""Run programs in their own sessions and say whether each one hangs, crashes or finishes.

``probe``: the ``sitecustomize`` module every Python process of a run imports;
``records``: what it wrote, read back.
"""
