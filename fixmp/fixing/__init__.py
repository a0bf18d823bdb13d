"""Fixes: what a fix is, the builders rules call, fixes as patches, and the one writer of users' files."""
