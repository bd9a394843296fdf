// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// Balances and Transfer events, the part of ERC-20 every seeded token shares; each token below
/// differs only in how it answers name(), symbol() and decimals().
abstract contract TransferOnly {
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(uint256 supply) {
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        require(balanceOf[msg.sender] >= value, "balance too low");
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }
}

/// Old style (MKR, SAI): name() and symbol() return bytes32, right-padded with zeros.
contract Bytes32Token is TransferOnly {
    bytes32 public constant name = "Bytes32 Token";
    bytes32 public constant symbol = "B32";
    uint8 public constant decimals = 18;

    constructor(uint256 supply) TransferOnly(supply) {}
}

/// A contract that moves balances like a token but whose symbol() reverts.
contract NoSymbolToken is TransferOnly {
    string public constant name = "No Symbol Token";
    uint8 public constant decimals = 6;

    constructor(uint256 supply) TransferOnly(supply) {}

    function symbol() external pure returns (string memory) {
        revert("NoSymbolToken: no symbol");
    }
}

/// A token whose name and symbol are whatever its deployer says: the seed gives it a symbol
/// a page must not show as it is (bidirectional override, newline, 300 characters).
contract TextToken is TransferOnly {
    string public name;
    string public symbol;
    uint8 public immutable decimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_, uint256 supply) TransferOnly(supply) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
    }
}
