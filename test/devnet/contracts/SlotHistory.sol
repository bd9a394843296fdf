// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// One slot written at known blocks by the devnet seed (seed-slot-history.ts), for the storage
/// page's history of a slot inside the near-head window.
contract SlotHistory {
    uint256 public value; // slot 0

    constructor(uint256 initial) {
        value = initial;
    }

    function set(uint256 next) external {
        value = next;
    }
}
